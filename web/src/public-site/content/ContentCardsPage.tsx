import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentEntry, ContentKind } from '@masjid/domain/content';
import type { CardImage } from '../../common/ui/Card.tsx';
import { CardGridPage } from '../../common/ui/CardGridPage.tsx';
import { useContentList } from '../../common/content/content-data.ts';
import { ContentStatus, useCardImage } from './LocalText.tsx';

/** The pages of cards, each with the kind of entry it lists. */
const CARD_PAGES = {
  activities: 'activity',
  blog: 'blog',
  courses: 'course',
} as const satisfies Record<string, ContentKind>;

/**
 * An inner page of the site admin's entries as a grid of cards (CardGridPage): the banner (the
 * strings `content.{page}.title` and `.lead`), the list `grid {page}-grid` with a card per entry,
 * smallest order first, made by `card` (with the entry's picture as a card's `image`), and below
 * the list the read's status and `note`.
 */
export function ContentCardsPage({
  page,
  note,
  card,
}: {
  page: keyof typeof CARD_PAGES;
  note?: ReactNode;
  card: (entry: ContentEntry, image: CardImage | undefined) => ReactNode;
}) {
  const { t } = useTranslation('public');
  const cardImage = useCardImage();
  const state = useContentList(CARD_PAGES[page]);
  const entries = state.status === 'ready' ? state.data : [];
  return (
    <CardGridPage
      title={t(`content.${page}.title`)}
      lead={t(`content.${page}.lead`)}
      listClassName={`grid ${page}-grid`}
      footer={
        <>
          <ContentStatus state={state} empty={entries.length === 0} />
          {note}
        </>
      }
    >
      {entries.map((entry) => (
        <Fragment key={entry.id}>{card(entry, cardImage(entry.image))}</Fragment>
      ))}
    </CardGridPage>
  );
}
