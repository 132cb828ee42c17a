import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthResponse, Profile, ProfileInput, UserSession } from '@courier/domain';
import { MyAccount, toast, type Refusal } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf, refusalOf } from '../../api/messages';
import { useOffices } from '../../api/reference';
import { keepToken } from '../../api/session';
import { shellQueries } from '../../api/shell';
import { setUser } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';

const profileKey = ['me'] as const;
const sessionsKey = ['me', 'sessions'] as const;

/**
 * /secure/account: one's own account, for every role. A saved profile or photo updates the shell
 * (its name, its user menu's picture) and switches to the chosen language; a changed password keeps this device signed in with
 * the new session the server answers (every other one has ended); sessions are signed out here.
 */
export function AccountPage() {
  const { t, i18n } = useTranslation('ui');
  useTitle(t('account.title'));
  const offices = useOffices();
  const queryClient = useQueryClient();
  const [profileError, setProfileError] = useState<Refusal | null>(null);
  const [passwordError, setPasswordError] = useState<Refusal | null>(null);
  const [avatarError, setAvatarError] = useState<Refusal | null>(null);
  const profile = useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => request<Profile>('/api/v1/me', { signal }),
  });
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => request<UserSession[]>('/api/v1/me/sessions', { signal }),
  });
  const refreshUser = () => void queryClient.invalidateQueries({ queryKey: shellQueries.user.queryKey });
  /** A change of photo: the profile the server answers, shown here and in the shell at once. */
  const changeAvatar = async (send: () => Promise<Profile>) => {
    setAvatarError(null);
    try {
      queryClient.setQueryData(profileKey, await send());
      refreshUser();
    } catch (caught) {
      setAvatarError(refusalOf(caught));
      throw caught;
    }
  };

  const signOutOne = useMutation({
    mutationFn: (id: string) => request<boolean>(`/api/v1/me/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<UserSession[]>(sessionsKey, (all) => all?.filter((s) => s.id !== id));
      toast.success(t('account.signedOutOne'));
    },
    onError: (error) => toast.warn(messageOf(error)),
  });
  const signOutOthers = useMutation({
    mutationFn: () => request<UserSession[]>('/api/v1/me/sessions/sign-out-others', { method: 'POST' }),
    onSuccess: (left) => {
      queryClient.setQueryData(sessionsKey, left);
      toast.success(t('account.signedOutOthers'));
    },
    onError: (error) => toast.warn(messageOf(error)),
  });

  return (
    <MyAccount
      profile={profile.data}
      offices={offices}
      onSaveProfile={async (input: ProfileInput) => {
        setProfileError(null);
        try {
          const saved = await request<Profile>('/api/v1/me', { method: 'PATCH', body: input });
          queryClient.setQueryData(profileKey, saved);
          refreshUser();
          if (saved.language && saved.language !== i18n.language) await i18n.changeLanguage(saved.language);
        } catch (caught) {
          setProfileError(refusalOf(caught));
          throw caught;
        }
      }}
      profileError={profileError}
      onChangeAvatar={(image) => {
        const form = new FormData();
        form.set('avatar', image, image.type === 'image/jpeg' ? 'photo.jpg' : 'photo.webp');
        return changeAvatar(() => request<Profile>('/api/v1/me/avatar', { method: 'PUT', body: form }));
      }}
      onRemoveAvatar={() => changeAvatar(() => request<Profile>('/api/v1/me/avatar', { method: 'DELETE' }))}
      avatarError={avatarError}
      onChangePassword={async (input) => {
        setPasswordError(null);
        try {
          const answer = await request<AuthResponse>('/api/auth/change-password', { method: 'POST', body: input });
          // Every session begun before the change has ended, this one too: the answer's token carries on.
          keepToken(answer.accessToken);
          setUser(answer.user);
          void queryClient.invalidateQueries({ queryKey: sessionsKey });
        } catch (caught) {
          setPasswordError(refusalOf(caught));
          throw caught;
        }
      }}
      passwordError={passwordError}
      sessions={sessions.data}
      sessionsError={sessions.error ? messageOf(sessions.error) : null}
      onSignOutSession={(id) => signOutOne.mutateAsync(id)}
      onSignOutOthers={() => signOutOthers.mutateAsync()}
      pendingSession={signOutOne.isPending ? signOutOne.variables : signOutOthers.isPending ? 'others' : null}
    />
  );
}
