import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { GENERAL_FORM_ERROR } from '@/components/form';

/**
 * The ZIP lookup of the profile form (spec part 2 §5): "after format checks, the value is checked by the zip
 * validation call. An invalid result gives the zipcode-invalid message. A call failure gives the general API
 * message. The last checked value is not rechecked." A failed call checked nothing, so it is asked again.
 */

export type ZipAnswer = 'valid' | 'invalid' | 'failed';

export type ZipCheck = (zip: string) => Promise<ZipAnswer>;

export function createZipCheck(lookup: (zip: string) => Promise<boolean>): ZipCheck {
  let last: { zip: string; answer: Promise<ZipAnswer> } | null = null;
  return (zip) => {
    if (last?.zip === zip) return last.answer;
    const entry = {
      zip,
      answer: lookup(zip).then(
        (isValid): ZipAnswer => (isValid ? 'valid' : 'invalid'),
        (): ZipAnswer => 'failed',
      ),
    };
    last = entry;
    void entry.answer.then((answer) => {
      if (answer === 'failed' && last === entry) last = null;
    });
    return entry.answer;
  };
}

export function zipAnswerMessage(answer: ZipAnswer): string | null {
  if (answer === 'invalid') return FIELD_MESSAGES.zipInvalid;
  return answer === 'failed' ? GENERAL_FORM_ERROR : null;
}
