import { useTranslation } from 'react-i18next';
import type { ParaCell, ParaState } from '@masjid/domain/hifz-memorisation';
import { formatAyahRef } from '@masjid/domain/quran-portion';
import { LegendEntry } from './LegendEntry.tsx';

type CellState = ParaState | 'due';
const STATES: readonly CellState[] = ['memorised', 'partly', 'not-started', 'due'];

/**
 * The 30 paras at a glance, para 1 first: memorised, in progress (with where), not started, or
 * due for revision (memorised but not revised in the manzil cycle). Each cell carries `data-para`
 * and a name such as "Para 12: memorised"; a symbol beside the colour tells the states apart.
 */
export function ParaGrid({ paras }: { paras: readonly ParaCell[] }) {
  const { t } = useTranslation('hifz');
  const stateOf = (p: ParaCell): CellState => (p.due ? 'due' : p.state);
  const count = (s: CellState) => paras.filter((p) => stateOf(p) === s).length;
  return (
    <section className="hifz-panel para-grid-panel" aria-labelledby="para-grid-title">
      <h2 id="para-grid-title">{t('hifzProgress.grid.title')}</h2>
      <p className="muted">
        {t('hifzProgress.grid.counts', {
          memorised: count('memorised') + count('due'),
          partly: count('partly'),
          due: count('due'),
        })}
      </p>
      <ol className="para-grid" role="list">
        {paras.map((p) => {
          const state = stateOf(p);
          const name = t(`hifzProgress.grid.states.${state}`);
          const label =
            p.state === 'partly' && p.upTo
              ? t('hifzProgress.grid.cellWhere', {
                  para: p.para,
                  state: name,
                  where: formatAyahRef(p.upTo),
                })
              : t('hifzProgress.grid.cell', { para: p.para, state: name });
          return (
            <li
              key={p.para}
              className={`para-cell para-${state}`}
              data-para={p.para}
              data-state={state}
              aria-label={label}
              title={label}
            >
              <span className="para-number" aria-hidden="true">
                {p.para}
              </span>
              <span className="para-mark" aria-hidden="true">
                {t(`hifzProgress.grid.short.${state}`)}
              </span>
            </li>
          );
        })}
      </ol>
      <ul className="para-legend" aria-label={t('hifzProgress.calendar.legend')}>
        {STATES.map((s) => (
          <LegendEntry
            key={s}
            swatchClass={`para-swatch para-${s}`}
            mark={t(`hifzProgress.grid.short.${s}`)}
            label={t(`hifzProgress.grid.states.${s}`)}
          />
        ))}
      </ul>
    </section>
  );
}
