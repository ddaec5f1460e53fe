import type { ShowcaseMember } from '@/lib/schemas/members';

type Props = {
  member: Pick<ShowcaseMember, 'image'>;
  alt: string;
  /** `thumb` (160 px) for avatars, `full` (512 px) otherwise. */
  size?: 'full' | 'thumb';
  /** The page's first (largest above-the-fold) image: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
};

/** A member's main photo from our own photo route, with its intrinsic size so nothing shifts. */
export function MemberPhoto({ member, alt, size = 'full', priority = false, className }: Props) {
  const px = size === 'thumb' ? 160 : 512;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- served by our own photo route with its own caching
    <img
      src={size === 'thumb' ? member.image.thumb_filename : member.image.filename}
      alt={alt}
      width={px}
      height={px}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
