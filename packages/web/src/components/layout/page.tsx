import type { ReactNode } from 'react';

/** The first stop of the keyboard: straight to the main landmark (`#main`). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-3"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

/** The common page frame: resort header, a main landmark and a footer. */
export function SiteFrame({ siteName, children }: { siteName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="no-print bg-teal-900 text-white">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
          <img src="/images/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span className="font-serif text-lg">{siteName}</span>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none wrap-anywhere sm:py-10"
      >
        {children}
      </main>
      <footer className="no-print border-t border-sage-200 bg-white py-4 text-center text-sm text-sage-700">
        © {siteName}
      </footer>
    </div>
  );
}
