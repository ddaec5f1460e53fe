import { suggestedSexuality } from '@/components/profile/complete-signup/signup-draft';
import {
  canContinue,
  isLastStep,
  isOptional,
  resumeStep,
  SIGNUP_STEPS,
  stepDone,
  type SignupProgress,
} from '@/lib/utils/signup-steps';
import { safeNextPath } from '@/lib/utils/safe-next';

const fresh: SignupProgress = {
  gender: null,
  seeking: null,
  sexuality: null,
  birth_date: '1990-04-12',
  country: 'NL',
  region: null,
  hasPhoto: false,
  interests: [],
  about: '',
};
const index = (step: (typeof SIGNUP_STEPS)[number]) => SIGNUP_STEPS.indexOf(step);

describe('complete-signup steps', () => {
  it('has the seven steps of the spec; sexuality (kept only with consent) and the last three optional', () => {
    expect(SIGNUP_STEPS).toEqual(['gender', 'sexuality', 'birth_date', 'location', 'photo', 'interests', 'about']);
    expect(SIGNUP_STEPS.filter(isOptional)).toEqual(['sexuality', 'photo', 'interests', 'about']);
    expect(isLastStep(6)).toBe(true);
  });

  it('knows which steps the profile already answers', () => {
    expect(stepDone('gender', { ...fresh, gender: 'male' })).toBe(false);
    expect(stepDone('gender', { ...fresh, gender: 'male', seeking: 'female' })).toBe(true);
    expect(stepDone('birth_date', fresh)).toBe(true);
    expect(stepDone('location', fresh)).toBe(false);
    expect(stepDone('about', { ...fresh, about: '   ' })).toBe(false);
    expect(stepDone('photo', { ...fresh, hasPhoto: true })).toBe(true);
  });

  it('resumes at the first open step after a reload', () => {
    expect(resumeStep(fresh, null)).toBe(index('gender'));
    const two = { ...fresh, gender: 'male', seeking: 'female', sexuality: 'hetero' };
    expect(resumeStep(two, null)).toBe(index('location'));
    const all = { ...two, region: 'NL-NH', hasPhoto: true, interests: [1], about: 'Hi' };
    expect(resumeStep(all, null)).toBe(index('about'));
  });

  it('opens the step in the URL, but never one past an open required step', () => {
    const two = { ...fresh, gender: 'male', seeking: 'female', sexuality: 'hetero' };
    expect(resumeStep(two, '3')).toBe(index('birth_date'));
    expect(resumeStep(two, '4')).toBe(index('location'));
    expect(resumeStep(two, '6')).toBe(index('location'));
    expect(resumeStep({ ...two, region: 'NL-NH' }, '6')).toBe(index('interests'));
    for (const bad of ['0', '8', '99', 'x', '-1', '1.5']) expect(resumeStep(fresh, bad)).toBe(index('gender'));
  });

  it('goes on from a required step only once it is answered; optional steps can be skipped', () => {
    expect(canContinue(index('gender'), fresh)).toBe(false);
    // A member who does not consent goes on without a sexuality, and the later steps open.
    const noSexuality = { ...fresh, gender: 'male', seeking: 'female' };
    expect(canContinue(index('sexuality'), noSexuality)).toBe(true);
    expect(resumeStep({ ...noSexuality, region: 'NL-NH' }, '6')).toBe(index('interests'));
    expect(canContinue(index('location'), { ...fresh, region: 'NL-NH' })).toBe(true);
    expect(canContinue(index('photo'), fresh)).toBe(true);
    expect(canContinue(99, fresh)).toBe(false);
  });

  it('suggests the usual sexuality for gender and who they seek', () => {
    expect(suggestedSexuality('male', 'female')).toBe('hetero');
    expect(suggestedSexuality('male', 'male')).toBe('gay');
    expect(suggestedSexuality('female', 'female')).toBe('lesbian');
    expect(suggestedSexuality('female', 'both')).toBe('bi');
    expect(suggestedSexuality(null, 'male')).toBeNull();
  });
});

describe('the login page’s next parameter', () => {
  it.each([
    ['/profile', '/profile'],
    ['/complete-signup?step=3', '/complete-signup?step=3'],
    ['/members/abc#photos', '/members/abc#photos'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie',
    ' /profile',
    '/pro\u0000file',
    `/${'a'.repeat(600)}`,
    '/.//evil.example',
    '/a/..//evil.example/x',
    '/%2e//evil.example',
  ])('falls back to / for %s', (value) => {
    const result = safeNextPath(value);
    expect(result === '/' || result.startsWith('/%0d')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
  });
});
