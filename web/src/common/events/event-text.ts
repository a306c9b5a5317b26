import type { LocalText } from '@masjid/domain/content';
import type { EventData } from '@masjid/domain/event';

/** An event's title as an admin-written text: the English and the optional Urdu. */
export function eventTitle(event: Pick<EventData, 'title' | 'titleUr'>): LocalText {
  return { en: event.title, ur: event.titleUr };
}

/** An event's description as an admin-written text: the English and the optional Urdu. */
export function eventDescription(
  event: Pick<EventData, 'description' | 'descriptionUr'>,
): LocalText {
  return { en: event.description, ur: event.descriptionUr };
}
