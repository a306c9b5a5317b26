import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_SLIDE_BYTES,
  SLIDES_COLLECTION,
  slideAnswerSchema,
  slideFieldsSchema,
  type SlideData,
} from '@masjid/domain/slide';
import { fallbackSource, megabytes } from '@masjid/domain/media-image';
import { slideConverter } from '../../common/media/slides-data.ts';
import {
  MediaCollectionAdmin,
  type MediaCollectionConfig,
} from '../media-uploads/MediaCollectionAdmin.tsx';

/**
 * `/manage-slides`: the home page's slideshow. Add a slide (a picture, resized on the server;
 * alt text in English and Urdu; an optional heading and line in each language), edit it or replace
 * its picture, move it up or down, and delete it after a confirmation naming it.
 */
export function SlidesAdminPage() {
  const { t } = useTranslation('admin');
  const config = useMemo<MediaCollectionConfig<SlideData>>(
    () => ({
      collection: SLIDES_COLLECTION,
      converter: slideConverter,
      answer: slideAnswerSchema,
      fieldsSchema: slideFieldsSchema,
      textFields: [
        {
          name: 'altEn',
          label: t('slidesAdmin.altEn'),
          maxLength: 300,
          lang: 'en',
          multiline: true,
        },
        {
          name: 'altUr',
          label: t('slidesAdmin.altUr'),
          maxLength: 300,
          lang: 'ur',
          multiline: true,
        },
        { name: 'headingEn', label: t('slidesAdmin.headingEn'), maxLength: 120, lang: 'en' },
        { name: 'headingUr', label: t('slidesAdmin.headingUr'), maxLength: 120, lang: 'ur' },
        {
          name: 'captionEn',
          label: t('slidesAdmin.captionEn'),
          maxLength: 300,
          lang: 'en',
          multiline: true,
        },
        {
          name: 'captionUr',
          label: t('slidesAdmin.captionUr'),
          maxLength: 300,
          lang: 'ur',
          multiline: true,
        },
      ],
      fileFields: [
        {
          name: 'image',
          label: t('slidesAdmin.image'),
          replaceLabel: t('slidesAdmin.replaceImage'),
          hint: t('slidesAdmin.imageHint', { mb: megabytes(MAX_SLIDE_BYTES) }),
          accept: 'image/jpeg,image/png,image/webp,image/avif',
          maxBytes: MAX_SLIDE_BYTES,
          preview: true,
          current: (slide) => fallbackSource(slide.image).url,
        },
      ],
      name: (slide) => slide.headingEn || slide.altEn,
      render: (slide) => (
        <>
          <img
            className="media-thumb media-thumb-slide"
            src={slide.image.sources[0]?.url}
            alt=""
            width={128}
            height={54}
          />
          <div className="media-item-text">
            {slide.headingEn ? <h2 lang="en">{slide.headingEn}</h2> : null}
            <p lang="en" dir="ltr">
              {slide.altEn}
            </p>
            <p lang="ur" dir="rtl">
              {slide.headingUr ? `${slide.headingUr} · ` : ''}
              {slide.altUr}
            </p>
          </div>
        </>
      ),
      text: {
        title: t('slidesAdmin.title'),
        lead: t('slidesAdmin.lead'),
        addHeading: t('slidesAdmin.add'),
        addSubmit: t('slidesAdmin.addSubmit'),
        save: t('slidesAdmin.save'),
        empty: t('slidesAdmin.empty'),
        added: (name) => t('slidesAdmin.added', { name }),
        saved: (name) => t('slidesAdmin.saved', { name }),
        deleted: (name) => t('slidesAdmin.deleted', { name }),
        confirmDeleteKey: 'slidesAdmin.confirmDelete',
      },
    }),
    [t],
  );
  return <MediaCollectionAdmin config={config} />;
}
