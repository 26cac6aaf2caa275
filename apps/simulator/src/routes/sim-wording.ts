import { LOCALES } from '@taxcert/contracts/client';
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context';
import { mapLocale } from '../domain/locale';
import { wordingReport, type WordingRow } from '../domain/wording';
import { escapeHtml } from './sim-page';

const table = (rows: readonly WordingRow[]) =>
  `<table><thead><tr><th scope="col">Status</th><th scope="col">Kind</th><th scope="col">Key</th><th scope="col">Text</th></tr></thead><tbody>${rows
    .map(
      (r) =>
        `<tr class="${r.status === 'ours' ? 'ours' : 'theirs'}"><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.kind)}</td><td><code>${escapeHtml(r.key)}</code></td><td>${escapeHtml(r.text)}</td></tr>`,
    )
    .join('')}</tbody></table>`;

/**
 * GET /__sim/wording?locale=de (ADR 044): for this browser's scenario, each legal text per form and of the
 * app in one language with its status — the institution's text (preload or catalogue), or our wording still in place.
 */
export function registerWordingPage(app: FastifyInstance, ctx: SimContext): void {
  app.get<{ Querystring: { locale?: string } }>('/__sim/wording', async (request, reply) => {
    const locale = mapLocale(request.query.locale ?? 'en');
    if (!locale) {
      return reply
        .code(400)
        .send({ code: 400, message: `locale: one of ${LOCALES.join(', ')} (given: ${request.query.locale ?? ''})` });
    }
    const scenario = ctx.scenarioFor(request.session);
    const report = await wordingReport({
      locale,
      ours: ctx.ownMessages(locale),
      catalogue: ctx.catalogue(locale, request.session),
      preload: scenario.preload ?? null,
    });
    const languages = LOCALES.map((l) =>
      l === locale ? `<strong>${l}</strong>` : `<a href="/__sim/wording?locale=${l}">${l}</a>`,
    ).join(' · ');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Legal texts in ${locale} — Taxcert simulator</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1.5rem;color:#1b1b1b}
table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border-bottom:1px solid #ddd;padding:.4rem .5rem;text-align:left;vertical-align:top}
tr.ours td:first-child{color:#8a4b00;font-weight:600}tr.theirs td:first-child{color:#17643a;font-weight:600}code{font-size:.85em}a{color:#0b57d0}
</style></head><body>
<h1>Legal texts in ${locale}</h1>
<p>Scenario <code>${escapeHtml(scenario.name)}</code>. <strong>${report.ours} of ${report.total}</strong> legal texts still carry our wording. Language: ${languages}. <a href="/__sim">Simulator</a></p>
<h2>App</h2>${table(report.app)}
${report.forms.map((f) => `<h2><code>${escapeHtml(f.formType)}</code></h2>${table(f.rows)}`).join('\n')}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
