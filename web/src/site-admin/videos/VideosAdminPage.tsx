import { useState } from 'react';
import { TypedText } from '../../common/ui/TypedText.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VIDEO_KINDS, type Video } from '@masjid/domain/videos';
import { usePageTitle } from '../../common/ui/use-page-title.ts';
import { StatusMessage } from '../../common/ui/StatusMessage.tsx';
import { useRowAction } from '../forms/use-row-action.ts';
import { LoadStatus } from '../forms/LoadStatus.tsx';
import { useConfirmDelete } from '../ui/use-confirm-delete.tsx';
import { VideoForm } from './VideoForm.tsx';
import { deleteVideo, moveVideo, useVideosLive } from './videos-admin-data.ts';
import '../forms/content-admin.css';
import '../events/events-admin.css';

/** Where each kind is shown on the public site. */
const PUBLIC_PAGE = { naat: '/naat', bayan: '/hazrat' } as const;

/**
 * `/admin-videos`: the naats and video bayans. Add or edit one with the form; in each kind's
 * list move a video up or down (the public page's order), edit it, or delete it after a
 * confirmation that names it. The lists, like the public pages, update as soon as the server has
 * the change.
 */
export function VideosAdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('videos.admin.title'));
  const state = useVideosLive();
  const [editing, setEditing] = useState<Video | null>(null);
  const { busyId, message, setMessage, run } = useRowAction();
  const { confirmDelete, dialog } = useConfirmDelete();
  const videos = state.status === 'ready' ? state.data : [];

  return (
    <>
      {dialog}
      <h1>{t('videos.admin.title')}</h1>
      <VideoForm
        key={editing?.id ?? 'new'}
        editing={editing}
        videos={videos}
        onSaved={(title) => {
          setEditing(null);
          setMessage({ ok: true, text: t('videos.admin.saved', { title }) });
        }}
        onCancel={() => setEditing(null)}
      />
      <StatusMessage message={message} />
      <LoadStatus status={state.status} loading={t('videos.loading')} failed={t('videos.error')} />
      {state.status === 'ready'
        ? VIDEO_KINDS.map((kind) => {
            const list = videos.filter((v) => v.kind === kind);
            return (
              <section
                key={kind}
                className="content-admin-section"
                aria-labelledby={`videos-${kind}`}
              >
                <h2 id={`videos-${kind}`}>
                  {t(`videos.admin.lists.${kind}`)}{' '}
                  <Link className="content-admin-public" to={PUBLIC_PAGE[kind]}>
                    {t('adminForms.viewPage')}
                  </Link>
                </h2>
                {list.length === 0 ? (
                  <p className="status-text">{t(`videos.empty.${kind}`)}</p>
                ) : null}
                <ol className="content-admin-list" role="list">
                  {list.map((video, index) => (
                    <li key={video.id} className="content-admin-item" data-video-id={video.id}>
                      <img
                        className="content-admin-thumb"
                        src={`https://i.ytimg.com/vi/${video.youtubeId}/mqdefault.jpg`}
                        alt=""
                        width={160}
                        height={90}
                        loading="lazy"
                        // Offline or a removed video: the frame stays, without a broken-image icon.
                        onError={(e) => {
                          e.currentTarget.style.visibility = 'hidden';
                        }}
                      />
                      <div className="content-admin-text">
                        <h3 lang="en">{video.title}</h3>
                        {video.titleUrdu ? (
                          <p lang="ur" dir="rtl">
                            {video.titleUrdu}
                          </p>
                        ) : null}
                        {video.artist ? <p lang="en">{video.artist}</p> : null}
                      </div>
                      <div className="content-admin-actions">
                        {([-1, 1] as const).map((by) => (
                          <button
                            key={by}
                            type="button"
                            className="btn btn-outline"
                            disabled={
                              index + by < 0 || index + by >= list.length || busyId !== null
                            }
                            onClick={() =>
                              void run(
                                video.id,
                                () => moveVideo(list, video, by),
                                t('videos.admin.moved', { title: video.title }),
                                t('videos.admin.moveFailed'),
                              )
                            }
                          >
                            {t(by < 0 ? 'videos.admin.moveUp' : 'videos.admin.moveDown')}
                            <span className="visually-hidden">
                              : <TypedText text={video.title} />
                            </span>
                          </button>
                        ))}
                        <button
                          type="button"
                          className="btn btn-outline"
                          onClick={() => {
                            setEditing(video);
                            window.scrollTo({ top: 0 });
                          }}
                        >
                          {t('adminForms.edit')}
                          <span className="visually-hidden">
                            : <TypedText text={video.title} />
                          </span>
                        </button>
                        <button
                          type="button"
                          className="btn btn-danger"
                          disabled={busyId === video.id}
                          onClick={async () => {
                            if (
                              !(await confirmDelete('videos.admin.confirmDelete', {
                                title: video.title,
                              }))
                            )
                              return;
                            if (editing?.id === video.id) setEditing(null);
                            void run(
                              video.id,
                              () => deleteVideo(video.id),
                              t('videos.admin.deleted', { title: video.title }),
                              t('videos.admin.deleteFailed'),
                            );
                          }}
                        >
                          {t('adminForms.delete')}
                          <span className="visually-hidden">
                            : <TypedText text={video.title} />
                          </span>
                        </button>
                      </div>
                    </li>
                  ))}
                </ol>
              </section>
            );
          })
        : null}
    </>
  );
}
