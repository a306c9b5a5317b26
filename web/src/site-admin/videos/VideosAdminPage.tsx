import { useTranslation } from 'react-i18next';
import { VIDEO_KINDS, type Video } from '@masjid/domain/videos';
import { ForTyped } from '../../common/ui/ForItem.tsx';
import { AdminListPage } from '../ui/AdminListPage.tsx';
import { AdminListSection } from '../ui/AdminListSection.tsx';
import { useAdminList } from '../ui/use-admin-list.tsx';
import { VideoForm } from './VideoForm.tsx';
import { moveVideo, useVideosLive, videoWrites } from './videos-admin-data.ts';

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
  const state = useVideosLive();
  const list = useAdminList<Video>({
    strings: 'videos.admin',
    nameOf: (video) => video.title,
    remove: videoWrites.remove,
  });
  const videos = state.status === 'ready' ? state.data : [];

  /** Move up and Move down of `video`, the `index`th of `kindList`. */
  const moveButtons = (kindList: Video[], video: Video, index: number) =>
    ([-1, 1] as const).map((by) => (
      <button
        key={by}
        type="button"
        className="btn btn-outline"
        disabled={index + by < 0 || index + by >= kindList.length || list.busyId !== null}
        onClick={() =>
          void list.run(
            video.id,
            () => moveVideo(kindList, video, by),
            t('videos.admin.moved', { title: video.title }),
            t('videos.admin.moveFailed'),
          )
        }
      >
        {t(by < 0 ? 'videos.admin.moveUp' : 'videos.admin.moveDown')}
        <ForTyped text={video.title} />
      </button>
    ));

  return (
    <AdminListPage
      list={list}
      form={<VideoForm {...list.formProps} videos={videos} />}
      state={state}
    >
      {(items) =>
        VIDEO_KINDS.map((kind) => {
          const kindList = items.filter((v) => v.kind === kind);
          return (
            <AdminListSection
              key={kind}
              id={`videos-${kind}`}
              heading={t(`videos.admin.lists.${kind}`)}
              viewPage={PUBLIC_PAGE[kind]}
              items={kindList}
              empty={t(`videos.empty.${kind}`)}
              itemData="video"
              ordered
              thumb
              render={(video, index) => (
                <>
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
                  {list.actionsFor(video, moveButtons(kindList, video, index))}
                </>
              )}
            />
          );
        })
      }
    </AdminListPage>
  );
}
