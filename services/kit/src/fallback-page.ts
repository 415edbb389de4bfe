/** Text for HTML: element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f7f7f8;color:#18181b;line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.75rem;margin:0 0 .5rem}
form{display:grid;gap:1rem;margin-top:1.5rem;background:#fff;padding:1.5rem;border-radius:1rem;border:1px solid #e4e4e7}
label{font-weight:600;display:block}input,textarea{width:100%;box-sizing:border-box;font:inherit;padding:.6rem .75rem;border:1px solid #a1a1aa;border-radius:.5rem;margin-top:.25rem}
fieldset{border:0;margin:0;padding:0}legend{font-weight:600;padding:0;margin-bottom:.25rem}
fieldset label{display:inline-flex;gap:.5rem;align-items:center;font-weight:400;margin-right:1.25rem}
fieldset input{width:auto;margin:0;accent-color:#0f5c4d}.help{color:#52525b;font-size:.875rem;margin:.25rem 0 0}
[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;margin:.25rem 0 0}.summary{color:#b91c1c;font-weight:600}
.result{border-radius:1rem;padding:1.25rem;margin-top:1.5rem}.result h2{font-size:1.125rem;margin:0 0 .25rem}
.meets{background:#dcfce7}.short{background:#ffedd5}.info{background:#e6f2ef}
dl{display:flex;flex-wrap:wrap;gap:.5rem 2rem;margin:1rem 0}dd{margin:0;font-size:1.25rem;font-weight:700}dt{color:#52525b}
.note{color:#52525b;font-size:.8125rem}
button,.button{display:inline-block;font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#0f5c4d;color:#fff;cursor:pointer;text-decoration:none}
a{color:#0f5c4d}`;

export type FallbackPage = {
  /** `lang` of the document. */
  language: string;
  /** Escaped already, as everything in `body`. */
  title: string;
  body: string;
};

/**
 * The plain page a form sent without scripts gets back (the contact form's errors, the eligibility
 * result): one small document with its own styles, never indexed, nothing for a script to do.
 */
export function renderFallbackPage({ language, title, body }: FallbackPage): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}
