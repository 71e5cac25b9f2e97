import type { LegalDocument } from "#content/legal.ts";

/** A legal text as readable prose; used by the /terms and /privacy pages and their modals. */
export function LegalDocumentBody({ document }: { document: LegalDocument }) {
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-500">Last updated {document.lastUpdated}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-lg font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-7 text-slate-600">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-20 sm:px-6 sm:py-28">
      <h1 className="text-4xl font-semibold tracking-tight">{document.title}</h1>
      <div className="mt-10">
        <LegalDocumentBody document={document} />
      </div>
    </article>
  );
}
