import { useRef, useState, type FormEvent } from 'react';
import { formatLongDate, MAX_CATALOGUE_FILE_BYTES, type CatalogueImportPreview } from '@spa/domain';
import { DateInput } from '../../../components/staff/date-input';
import { TableHead } from '../../../components/staff/table-head';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { ApiError } from '../../../lib/api-client';
import { fetchCatalogueFile, useImportCatalogue, usePreviewImport } from './catalogue-api';

/** A refusal as lines naming the field ('Catalogue.SpaDays[0].Price: …'). */
const problemsOf = (error: unknown): string[] =>
  error instanceof ApiError && error.fieldErrors.length > 0
    ? error.fieldErrors.map((f) => `${f.field}: ${f.message.replace(/^[^:]*: /, '')}`)
    : [error instanceof Error ? error.message : 'The file could not be checked'];

/** Reads a chosen file as JSON, within the size the server takes. */
async function readCatalogueFile(file: File): Promise<unknown> {
  if (file.size > MAX_CATALOGUE_FILE_BYTES)
    throw new Error(`The file is ${Math.ceil(file.size / 1024)} KB: a catalogue file is at most 512 KB.`);
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new Error('The file is not JSON: export a catalogue to see the format.');
  }
}

function download(document: unknown, name: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
  );
  const link = Object.assign(window.document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** What a checked file changes: each entry added, changed or removed, and parts replaced whole. */
function ImportChanges({ preview }: { preview: CatalogueImportPreview }) {
  if (preview.Changes.length === 0 && preview.Others.length === 0)
    return <p>The file is the catalogue already in force from {formatLongDate(preview.EffectiveFrom)}.</p>;
  return (
    <table className="w-full text-left">
      <caption className="mb-2 text-left font-semibold">
        What the file changes from {formatLongDate(preview.EffectiveFrom)}
      </caption>
      <TableHead headings={['Part', 'Entry', 'Change']} />
      <tbody>
        {preview.Changes.map((c) => (
          <tr key={`${c.Section}-${c.Key}`} className="border-b border-sage-200">
            <td className="py-1 pr-3">{c.Section}</td>
            <th scope="row" className="py-1 pr-3 font-semibold">
              {c.Key}
            </th>
            <td className="py-1">{c.Change}</td>
          </tr>
        ))}
        {preview.Others.map((part) => (
          <tr key={part} className="border-b border-sage-200">
            <td className="py-1 pr-3">{part}</td>
            <th scope="row" className="py-1 pr-3 font-semibold">
              all of it
            </th>
            <td className="py-1">replaced</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The catalogue file: the version in force on the date shown, downloaded in the format of
 * data/catalogue/demo-resort.json; a file uploaded, checked by the catalogue's rules, its
 * changes shown, then applied from a chosen date (audited entry by entry).
 */
export function CatalogueFile({
  on,
  effectiveFrom,
  onApplied,
}: {
  on: string;
  effectiveFrom: string;
  onApplied: (message: string) => void;
}) {
  const [from, setFrom] = useState(effectiveFrom);
  const [document, setDocument] = useState<unknown>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const problemsRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const preview = usePreviewImport();
  const apply = useImportCatalogue();
  const refuse = (lines: string[]) => {
    setProblems(lines);
    requestAnimationFrame(() => problemsRef.current?.focus());
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    preview.reset();
    const file = fileRef.current?.files?.[0];
    if (!file) return refuse(['Choose a catalogue file (.json).']);
    try {
      const read = await readCatalogueFile(file);
      setDocument(read);
      await preview.mutateAsync({ EffectiveFrom: from, Catalogue: read });
    } catch (error) {
      refuse(problemsOf(error));
    }
  };
  const applyFile = async () => {
    try {
      await apply.mutateAsync({ EffectiveFrom: from, Catalogue: document });
      onApplied(`The catalogue file is applied, in force from ${from}.`);
    } catch (error) {
      refuse(problemsOf(error));
    }
  };

  return (
    <section aria-labelledby="file-title" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="file-title" className="mb-3 text-2xl">
        Catalogue file
      </h2>
      <Button
        variant="secondary"
        onClick={() => void fetchCatalogueFile(on).then((doc) => download(doc, `catalogue-${on}.json`))}
      >
        Download the catalogue in force on {formatLongDate(on)}
      </Button>
      <form
        noValidate
        onSubmit={(event) => void check(event)}
        className="mt-4 flex flex-wrap items-end gap-4"
      >
        <label className="flex flex-col text-sm font-semibold">
          Catalogue file to import (.json, at most 512 KB)
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            className="min-h-11 py-2 text-base"
          />
        </label>
        <DateInput label="Import in force from" value={from} onChange={setFrom} />
        <Button type="submit" busy={preview.isPending}>
          Check the file
        </Button>
      </form>
      {problems.length > 0 && (
        <div ref={problemsRef} tabIndex={-1} className="mt-4">
          <Alert tone="error" title="The file cannot be imported">
            <ul className="list-disc pl-5">
              {problems.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      {preview.data && (
        <div className="mt-4 flex flex-col gap-3">
          <ImportChanges preview={preview.data} />
          {(preview.data.Changes.length > 0 || preview.data.Others.length > 0) && (
            <Button className="self-start" busy={apply.isPending} onClick={() => void applyFile()}>
              Apply the file from {formatLongDate(preview.data.EffectiveFrom)}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
