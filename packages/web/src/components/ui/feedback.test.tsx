import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, Loader } from './feedback';
import { TextField } from './field';
import { RadioGroup } from './choice';

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("takes focus, titles itself 'There is a problem' and links each message to its field", async () => {
    render(
      <>
        <ErrorSummary errors={[{ field: 'firstName', message: 'Enter your first name' }]} />
        <TextField name="firstName" label="First name" error="Enter your first name" />
      </>,
    );
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter your first name' }));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('links an error of a group of radio buttons to the group, which takes focus', async () => {
    render(
      <>
        <ErrorSummary errors={[{ field: 'Guests.0.Pregnant', message: 'Say whether Ada is pregnant' }]} />
        <RadioGroup
          legend="Is Ada pregnant?"
          name="Guests.0.Pregnant"
          value={null}
          options={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
          onChange={() => undefined}
          error="Say whether Ada is pregnant"
        />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Say whether Ada is pregnant' }));
    expect(screen.getByRole('group', { name: 'Is Ada pregnant?' })).toHaveFocus();
  });
});

describe('Loader', () => {
  // jsdom lays nothing out: the class that keeps the window's height is what can be checked (decision 165).
  it("keeps the window's height only when told that what loads is longer than the window", () => {
    render(<Loader label="Loading the packages" holdsWindow />);
    render(<Loader label="Loading the spa" />);
    const loader = (label: string) => screen.getByText(label).closest('[role="status"]');
    expect(loader('Loading the packages')).toHaveClass('min-h-dvh');
    expect(loader('Loading the spa')).not.toHaveClass('min-h-dvh');
  });
});

describe('TextField', () => {
  it('marks an invalid field and describes it by its error', () => {
    render(<TextField name="email" label="Email address" error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^Error: ?Enter a valid email address$/);
  });
});
