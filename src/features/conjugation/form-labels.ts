// How a form is named to the learner: "Polite · past · negative", "Te-form · negative", "Volitional · plain".
import {PLAIN_NON_PAST_ONLY, type ConjugationForm, type FormName} from '../../../schema/conjugation/forms.ts';

export const FORM_TITLES: Record<FormName, string> = {
  normal: 'Normal',
  te: 'Te-form',
  volitional: 'Volitional',
  tai: 'Tai-form',
  tari: 'Tari-form',
  potential: 'Potential',
  imperative: 'Imperative',
  conditional: 'Conditional',
  passive: 'Passive',
  causative: 'Causative',
  'causative-passive': 'Causative-passive',
};

/** The parts that tell the form apart from its neighbours; forms that exist only plain and non-past leave those out. */
export function formParts({form, register, tense, polarity}: ConjugationForm): string[] {
  const polarityLabel = polarity === 'pos' ? 'positive' : 'negative';
  if (PLAIN_NON_PAST_ONLY.includes(form)) return [FORM_TITLES[form], polarityLabel];
  if (form === 'volitional') return [FORM_TITLES[form], register];
  const axes = [register, tense === 'nonpast' ? 'non-past' : 'past', polarityLabel];
  return form === 'normal' ? axes : [FORM_TITLES[form], ...axes];
}

export function formLabel(form: ConjugationForm): string {
  const label = formParts(form).join(' · ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}
