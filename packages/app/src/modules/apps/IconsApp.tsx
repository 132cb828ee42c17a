import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { iconSetNames, type IconSetName } from '@courier/domain';
import { IconCatalogue, toast, type IconSetList } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useTitle } from '../../pages/useTitle';

/** /apps/icons/{set}: every icon of a set (the address keeps the set), searched by name; choosing one copies its name. */
const base = '/apps/icons';

export function IconsApp() {
  const { set } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation('ui');
  useTitle(t('icons.title'));
  const [query, setQuery] = useState('');
  const known = (iconSetNames as readonly string[]).includes(set ?? '');
  const icons = useQuery({
    queryKey: ['apps', 'icons', set],
    queryFn: ({ signal }) => request<IconSetList>(`/api/ui/icons/${set}`, { signal }),
    enabled: known,
    staleTime: Infinity,
  });
  if (!known) return <Navigate to={`${base}/heroicons-outline`} replace />;
  const copy = (name: string) =>
    navigator.clipboard.writeText(name).then(
      () => toast.success(t('icons.copied', { name })),
      () => toast.warn(t('icons.notCopied'), name),
    );
  return (
    <IconCatalogue
      set={set as IconSetName}
      onSetChange={(next) => navigate(`${base}/${next}`)}
      icons={icons.data}
      error={icons.error ? messageOf(icons.error) : null}
      onRetry={() => void icons.refetch()}
      query={query}
      onQueryChange={setQuery}
      onCopy={(name) => void copy(name)}
    />
  );
}
