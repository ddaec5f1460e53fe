'use client';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client/client';
import { patchProfile, PROFILE_KEY } from '@/lib/api-client/profile';
import type { OwnProfile, ProfilePatchInput } from '@/lib/schemas/profile';

/**
 * The member's own profile: the page's server render is the first value, SWR keeps it afterwards.
 * `save` patches and puts the stored profile in the cache; it throws the ApiError for the form.
 */
export function useOwnProfile(initial: OwnProfile) {
  const { data, mutate } = useSWR<{ profile: OwnProfile }>(PROFILE_KEY, fetcher, {
    fallbackData: { profile: initial },
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });
  const profile = data?.profile ?? initial;
  const save = async (patch: ProfilePatchInput): Promise<OwnProfile> => {
    const stored = await patchProfile(patch);
    await mutate({ profile: stored }, { revalidate: false });
    return stored;
  };
  const replace = (next: OwnProfile) => mutate({ profile: next }, { revalidate: false });
  const refresh = () => mutate();
  return { profile, save, replace, refresh };
}
