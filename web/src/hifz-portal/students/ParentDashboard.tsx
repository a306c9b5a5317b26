/**
 * A parent's link, `/dashboard-student?token=…`: the child's progress, read-only, through the REST
 * API with no sign-in. This module and everything it imports load no Firebase SDK (the parent's
 * phone downloads only the page and its three answers, or none when the page came with them); the
 * student, the month and the 30 paras are asked for together.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { YearMonth } from '@masjid/domain/progress';
import type { ParentLinkData } from '@masjid/domain/parent-link-page';
import { ProgressView } from '../progress/ProgressView.tsx';
import {
  useLinkStudent,
  receiptFromToken,
  useFeesFromToken,
  useMemorisationFromToken,
  useMonthFromToken,
  useServedParentLink,
  type LinkRefusal,
} from '../progress/parent-reads.ts';
import { MonthReportLink } from '../report/MonthReportLink.tsx';
import { PageFailure } from '../../common/ui/PageFailure.tsx';
import { useParentPageHead } from './parent-link-token.ts';
import { forgetParentToken } from './parent-token-store.ts';
import { currentMonth } from './current-month.ts';
import '../sign-in/hifz.css';
import { PageWaiting } from './PageWaiting.tsx';

/**
 * The child's dashboard for the holder of `token` (see parent-link-token.ts for the token), or
 * the refusal when the server that rendered the page found no student for it.
 */
export function ParentDashboard({ token }: { token: string }) {
  useParentPageHead();
  const served = useServedParentLink();
  if (served === null) return <Refused />;
  return <LinkDashboard token={token} served={served} />;
}

function LinkDashboard({ token, served }: { token: string; served: ParentLinkData | undefined }) {
  // The month the page was served with (the server's Karachi day), else this month.
  const [month, setMonth] = useState<YearMonth>(() =>
    served ? { year: served.year, month: served.month } : currentMonth(),
  );
  const link = useLinkStudent(token, served?.student);
  const days = useMonthFromToken(token, month, served);
  const memorisation = useMemorisationFromToken(token, served?.memorisation);
  const thisMonth = currentMonth();
  const fees = useFeesFromToken(
    token,
    month,
    link.status === 'ready' && month.year === thisMonth.year && month.month === thisMonth.month
      ? link.student.feesStatus
      : 'Not Paid',
    served,
  );
  const { t } = useTranslation('hifz');
  if (link.status === 'resolving') return <PageWaiting text={t('hifzProgress.page.resolving')} />;
  if (link.status === 'failed')
    return link.refused ? <Refused why={link.why} /> : <LinkFailed why={link.why} />;
  const { student } = link;
  return (
    <ProgressView
      student={{ id: student.uid, name: student.name }}
      own={false}
      month={month}
      onMonth={setMonth}
      days={days}
      fees={fees}
      receipt={(paymentId, lang) => receiptFromToken(token, paymentId, lang)}
      actions={<MonthReportLink to="/dashboard-student/report" month={month} />}
      memorisation={memorisation}
    />
  );
}

/**
 * The link opens no student (replaced or mistyped): it is forgotten by the tab and the address,
 * so a reload, a bookmark or a copy of the address will not try it again.
 */
function Refused({ why }: { why?: LinkRefusal | undefined }) {
  useEffect(() => forgetParentToken(), []);
  return <LinkFailed why={why} />;
}

/**
 * What the page says, and whom to ask, for each reason a once-good link no longer opens (the
 * API's reason); a link that never opened, or a failed read, has the general words.
 */
const REFUSAL_WORDS = {
  'student-disabled': ['hifzProgress.page.studentDisabled', 'hifzProgress.page.askOffice'],
  'teacher-disabled': ['hifzProgress.page.teacherDisabled', 'hifzProgress.page.askOfficeForLink'],
  'link-replaced': ['hifzProgress.page.linkReplaced', 'hifzProgress.page.askNewLink'],
  'student-moved': ['hifzProgress.page.studentMoved', 'hifzProgress.page.askNewLink'],
} as const satisfies Record<LinkRefusal, readonly [string, string]>;

/** The link could not be read: why (`why`, when the API said), and whom to ask for a new one. */
function LinkFailed({ why }: { why?: LinkRefusal | undefined }) {
  const { t } = useTranslation('hifz');
  const [message, ask] = why
    ? REFUSAL_WORDS[why]
    : (['hifzProgress.page.invalidLink', 'hifzProgress.page.askForLink'] as const);
  return (
    <PageFailure message={t(message)}>
      <p className="muted">{t(ask)}</p>
    </PageFailure>
  );
}
