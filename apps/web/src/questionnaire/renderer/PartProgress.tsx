import type { FormDefinition, FormEvaluation } from '@taxcert/engine';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterfaceLanguage } from '../../lib/i18n/form-language';
import { irsSections, type IrsSection } from './layout';
import styles from './part-progress.module.css';

/** How far down the window a block's top must have come for its Part to be the one being read (the middle, where focus is scrolled to). */
const READING_LINE = 0.5;

/** The index (in `sections`) of the section being read: the last whose first block's top is above the reading line. */
function sectionInView(sections: readonly IrsSection[]): number {
  const line = window.innerHeight * READING_LINE;
  let current = 0;
  sections.forEach((section, index) => {
    // The section's first block on the page (one look-up per section, not one per block: a long form has many).
    let element: Element | null = null;
    for (const block of section.blocks) {
      element = document.querySelector(`[data-block="${block.id}"]`);
      if (element) break;
    }
    // In the Irs layout a Part starts at its heading bar, above its first block.
    const top = element ? (element.closest('[data-part]') ?? element).getBoundingClientRect().top : undefined;
    if (top !== undefined && top <= line) current = index;
  });
  return current;
}

/**
 * Where the customer is in a long form: the Part in view ("Part II — Claim of Tax Treaty Benefits") and the
 * progress through the Parts ("Part 2 of 3"), kept at the top of the window while the form scrolls. Shown for
 * forms of two Parts or more; blocks before the first Part (W-9 lines 1–7) read as "Before Part I".
 */
export const PartProgress = memo(function PartProgress({
  def,
  evaluation,
}: {
  def: FormDefinition;
  evaluation: FormEvaluation;
}) {
  const { t } = useTranslation();
  // The count and the bar are the page's, in the interface language, around a form shown in another (ADR 006); the Part's name is the form's.
  const page = useInterfaceLanguage();
  const say = page?.t ?? t;
  const sections = irsSections(def, evaluation);
  const parts = sections.filter((section) => section.part !== null);
  const [index, setIndex] = useState(0);
  const key = sections.map((section) => section.blocks.map((block) => block.id).join(',')).join('|');

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setIndex(sectionInView(sections));
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
    // `key` names the sections; `sections` is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (parts.length < 2) return null;
  const section = sections[Math.min(index, sections.length - 1)];
  const part = section?.part ?? null;
  const number = part ? parts.indexOf(section as IrsSection) + 1 : 0;
  const first = parts[0]?.part;
  const where = part
    ? `${t(def.partLabel ?? 'renderer.part', { part: part.id })} — ${t(part.title)}`
    : t('renderer.progress.before', { part: first?.id ?? '' });
  // Before the first Part there is no count: "0 of 2" read like a completion count; the bar says where.
  const count = part ? say('renderer.progress.count', { index: number, count: parts.length }) : null;
  return (
    <div className={styles.partProgress}>
      <p className={styles.partProgressWhere}>
        {count ? (
          <span className={styles.partProgressCount} lang={page?.lang}>
            {count}
          </span>
        ) : null}
        <span className={styles.partProgressPart}>{where}</span>
      </p>
      <progress
        className={styles.partProgressBar}
        lang={page?.lang}
        max={parts.length}
        value={number}
        aria-label={say('renderer.progress.label')}
        aria-valuetext={count ?? where}
      />
    </div>
  );
});
