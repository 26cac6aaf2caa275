import type { ScenarioLoad } from '../context';
import type { OutboxView } from '../store/outbox';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface SimPageModel {
  current: string;
  serverDefault: string;
  scenarios: { name: string; description: string }[];
  customers: { uniqueRef: string; name: string; email: string | null }[];
  outbox: readonly OutboxView[];
  /** The scenarios' last load, and the last edit refused since. */
  load: ScenarioLoad;
}

/** The /__sim page: scenarios (switch this browser's), a sign-in per customer, and the outbox. */
export function renderSimPage(model: SimPageModel): string {
  const scenarios = model.scenarios
    .map(
      (s) => `<tr${s.name === model.current ? ' aria-current="true"' : ''}>
        <td><code>${escapeHtml(s.name)}</code>${s.name === model.current ? ' <strong>(this browser)</strong>' : ''}${s.name === model.serverDefault ? ' <em>(server default)</em>' : ''}</td>
        <td>${escapeHtml(s.description)}</td>
        <td><a href="/__sim/use/${encodeURIComponent(s.name)}?to=/__sim">Use in this browser</a></td></tr>`,
    )
    .join('');
  const customers = model.customers
    .map(
      (
        c,
      ) => `<tr><td>${escapeHtml(c.name)}</td><td><code>${escapeHtml(c.uniqueRef)}</code></td><td>${escapeHtml(c.email ?? '(no e-mail)')}</td>
        <td><a href="/__sim/sign-in?customer=${encodeURIComponent(c.uniqueRef)}">Sign in by link</a></td></tr>`,
    )
    .join('');
  const outbox = model.outbox
    .slice(0, 50)
    .map(
      (
        e,
      ) => `<tr><td>${escapeHtml(e.time)}</td><td>${escapeHtml(e.kind)}${e.purpose ? ` (${escapeHtml(e.purpose)})` : ''}</td><td>${escapeHtml(e.recipient)}</td>
        <td>${e.link ? `<a href="${escapeHtml(e.link)}">${escapeHtml(e.link)}</a>` : `<code>${escapeHtml(e.pin ?? '')}</code>`}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Taxcert simulator</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1.5rem;color:#1b1b1b}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border-bottom:1px solid #ddd;padding:.4rem .5rem;text-align:left;vertical-align:top}
tr[aria-current]{background:#eef5ff}code{font-size:.9em}a{color:#0b57d0}
[role=alert]{border:2px solid #b3261e;background:#fdecea;padding:.25rem 1rem;margin-bottom:1rem}
</style></head><body>
<h1>Taxcert simulator</h1>
<p>This browser's scenario: <strong><code>${escapeHtml(model.current)}</code></strong>. <a href="/">Open the app</a> · <a href="/__sim/openapi.json">OpenAPI</a> · <a href="/__sim/outbox">Outbox as JSON</a> · <a href="/__sim/wording?locale=en">Legal texts: ours or the institution's</a></p>
<h2>Scenarios</h2>
${
  model.load.refused
    ? `<div role="alert"><p><strong>The last edit of the scenarios was refused</strong> (${escape(model.load.refused.at)}): the versions loaded at ${escape(model.load.loadedAt)} stay in force.</p><ul>${model.load.refused.problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul></div>`
    : `<p>Scenarios loaded at ${escape(model.load.loadedAt)} (a change to <code>fixtures/scenarios/</code> is loaded without a restart).</p>`
}
<table><thead><tr><th scope="col">Name</th><th scope="col">Reproduces</th><th scope="col"></th></tr></thead><tbody>${scenarios}</tbody></table>
<h2>Customers</h2>
<table><thead><tr><th scope="col">Name</th><th scope="col">Reference</th><th scope="col">E-mail</th><th scope="col"></th></tr></thead><tbody>${customers}</tbody></table>
<h2>Outbox</h2>
<table><thead><tr><th scope="col">Time</th><th scope="col">Kind</th><th scope="col">To</th><th scope="col">Link or PIN</th></tr></thead><tbody>${outbox || '<tr><td colspan="4">Nothing sent yet.</td></tr>'}</tbody></table>
</body></html>`;
}
