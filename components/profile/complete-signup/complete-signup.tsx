'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useErrorText } from '@/components/ui/use-error-text';
import { useOwnProfile } from '@/lib/hooks/use-profile';
import type { OwnProfile } from '@/lib/schemas/profile';
import type { Interest } from '@/lib/schemas/settings';
import type { Niche } from '@/lib/config/constants';
import { presetChoices, signupChoices } from '@/lib/utils/signup-choices';
import {
  canContinue,
  isLastStep,
  isOptional,
  progressOfProfile,
  resumeStep,
  SIGNUP_STEPS,
  stepNumber,
} from '@/lib/utils/signup-steps';
import { useSectionSave } from '../use-section-save';
import { PhotoStep } from './photo-step';
import { draftFrom, patchForStep, progressOf, suggestedSexuality, type SignupDraft } from './signup-draft';
import { StepFields } from './step-fields';
import { StepProgress } from './step-progress';

export const AFTER_COMPLETE_SIGNUP_PATH = '/signup-matches';

function withSuggestion(draft: SignupDraft): SignupDraft {
  return draft.sexuality ? draft : { ...draft, sexuality: suggestedSexuality(draft.gender, draft.seeking) };
}

type Props = {
  initial: OwnProfile;
  interests: readonly Interest[];
  requestedStep: string | null;
  siteName: string;
  niche: Niche;
  thisYear: number;
};

/**
 * /complete-signup: seven steps, each saved through PATCH /api/profile before the next one opens,
 * so a reload resumes (the URL keeps the step). Optional steps can be skipped; the last goes on to
 * the suggested matches.
 */
export function CompleteSignup({ initial, interests, requestedStep, siteName, niche, thisYear }: Props) {
  const t = useTranslations('CompleteSignup');
  const errorText = useErrorText();
  const router = useRouter();
  const { profile, save } = useOwnProfile(initial);
  const section = useSectionSave(save);
  const choices = signupChoices(niche);
  const [draft, setDraft] = useState<SignupDraft>(() => withSuggestion(presetChoices(draftFrom(initial), choices)));
  const [hasPhoto, setHasPhoto] = useState(initial.main_image !== null);
  const [index, setIndex] = useState(() => resumeStep(progressOfProfile(initial), requestedStep));
  const [missing, setMissing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step = SIGNUP_STEPS[index] ?? 'gender';
  const progress = progressOf(draft, hasPhoto);

  useEffect(() => {
    // The URL names the step, so a reload opens it again; focus moves to the new step's heading.
    window.history.replaceState(window.history.state, '', `?step=${stepNumber(index)}`);
    if (firstRender.current) firstRender.current = false;
    else headingRef.current?.focus();
  }, [index]);

  const change = (next: Partial<SignupDraft>) => {
    setDraft((d) => {
      const merged = { ...d, ...next };
      // Until a sexuality is saved, the sexuality step opens with the usual one for the gender and who they seek.
      return ('gender' in next || 'seeking' in next) && profile.sexuality === null
        ? withSuggestion({ ...merged, sexuality: null })
        : merged;
    });
    setMissing(false);
    section.touch();
  };

  const go = (next: number) => {
    setMissing(false);
    setIndex(next);
  };

  const finish = () => router.push(AFTER_COMPLETE_SIGNUP_PATH);

  const next = async () => {
    if (!canContinue(index, progress)) {
      setMissing(true);
      return;
    }
    const patch = patchForStep(step, draft, profile.special_consent !== null);
    if (patch) {
      const stored = await section.submit(patch);
      if (!stored) return;
      setDraft(withSuggestion(draftFrom(stored)));
    }
    if (isLastStep(index)) finish();
    else go(index + 1);
  };

  const skip = () => (isLastStep(index) ? finish() : go(index + 1));
  const errors = Object.fromEntries(Object.entries(section.fields).map(([field, code]) => [field, errorText(code)]));

  return (
    <div className="card shadow-sm">
      <div className="card-body p-4">
        <StepProgress current={stepNumber(index)} total={SIGNUP_STEPS.length} />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void next();
          }}
          noValidate
          aria-busy={section.busy}
          aria-labelledby="step-title"
        >
          <h2 id="step-title" ref={headingRef} tabIndex={-1} className="h4 mb-2">
            {t(`steps.${step}.title`)}
          </h2>
          <p className="text-body-secondary">{t(`steps.${step}.intro`)}</p>
          <StepFields
            step={step}
            draft={draft}
            change={change}
            errors={errors}
            interests={interests}
            siteName={siteName}
            choices={choices}
            thisYear={thisYear}
            photo={
              <PhotoStep hasPhoto={hasPhoto || profile.main_image !== null} onUploaded={() => setHasPhoto(true)} />
            }
            onLocated={() => setMissing(false)}
          />
          {missing ? (
            <div className="alert alert-warning mt-3" role="alert">
              {t('required')}
            </div>
          ) : null}
          {section.general ? (
            <div className="alert alert-danger mt-3" role="alert">
              {errorText(section.general.code, section.general.params)}
            </div>
          ) : null}
          <div className="d-flex flex-wrap gap-2 mt-4">
            {index > 0 ? (
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => go(index - 1)}
                disabled={section.busy}
              >
                {t('back')}
              </button>
            ) : null}
            <span className="flex-grow-1" />
            {isOptional(step) ? (
              <button type="button" className="btn btn-link" onClick={skip} disabled={section.busy}>
                {t('skip')}
              </button>
            ) : null}
            <button type="submit" className="btn btn-primary px-4" disabled={section.busy}>
              {section.busy ? t('saving') : isLastStep(index) ? t('finish') : t('next')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
