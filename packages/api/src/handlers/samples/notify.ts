/** A notification put in one colleague's feed (he is told at once: the feed's writes are told). */
import type { FeedItem } from '@courier/domain';
import { ownListLimits, type Api } from '../../http/api';

export async function notify(
  api: Api,
  userId: string,
  notice: Pick<FeedItem, 'title' | 'description' | 'icon' | 'link'>,
) {
  const feed = (await api.store.documents.get<FeedItem[]>('notifications', userId)) ?? [];
  const item: FeedItem = {
    id: await api.store.nextId('ntf'),
    read: false,
    image: null,
    time: api.nowIso(),
    useRouter: true,
    ...notice,
  };
  await api.store.documents.put('notifications', userId, [item, ...feed].slice(0, ownListLimits.items / 2));
}
