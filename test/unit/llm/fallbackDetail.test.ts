import { describe, expect, it } from 'vitest';
import { LlmClientError } from '../../../main/consultation/LlmClientAgent';
import { ConfidentialEgressError } from '../../../main/egress/egressErrors';
import { ResponseTooLargeError } from '../../../main/llm/cloud/readServerSentEvents';
import { describeFallback, describeInvalidDecision } from '../../../main/llm/fallbackDetail';
import { ModelOutputError, ModelTimeoutError, ModelUnavailableError } from '../../../main/llm/modelErrors';
import { AgentOutputRejectedError } from '../../../main/trial/llm/AgentOutputRejectedError';

// Issue 21, finding 7: fallback reasons are typed codes with a short redacted detail.
const SECRET = 'alibi-gap: the bus left at 9:40';

describe('fallback reasons are codes with redacted details', () => {
  it('never carry the error message (raw model text, hidden labels, elicit ids)', () => {
    const cases: [unknown, string][] = [
      [new ModelUnavailableError(`cloud:x sent something that is not JSON: ${SECRET}`), 'unavailable: the model could not be reached or refused the call'],
      [new ModelOutputError(`invalid at ruling: ${SECRET}`, SECRET), 'invalid-output: the output did not match the required shape'],
      [new AgentOutputRejectedError('leak', `the witness's answer carries the hidden elicit ${SECRET}`), 'leak: the output repeated hidden content'],
      [new AgentOutputRejectedError('ungrounded', `the witness said "${SECRET}"`), 'ungrounded: the answer was not grounded in the affidavit'],
      [new LlmClientError('leak', new Error(SECRET)), 'leak: the output repeated hidden content'],
      [new ConfidentialEgressError('pack-1', 'content'), 'confidential: the pack is confidential, so the request was not sent'],
      [new ModelTimeoutError('cloud:x', 20_000), 'timeout: no answer within 20000 ms'],
      [new ResponseTooLargeError('event stream', 10), 'invalid-output: the response was over the size cap'],
      [new Error(SECRET), 'error: an unexpected error'],
    ];
    for (const [error, expected] of cases) {
      const text = describeFallback(error);
      expect(text).toBe(expected);
      expect(text).not.toContain('alibi');
    }
  });

  it('redacts decisions that failed validation, quoting nothing', () => {
    expect(describeInvalidDecision(`ungrounded answer: "${SECRET}"`)).toBe('ungrounded: the answer was not grounded in the affidavit');
    expect(describeInvalidDecision(`ruling decision: ${SECRET}`)).toBe('invalid-decision: the ruling decision failed validation');
    expect(describeInvalidDecision(SECRET)).toBe('invalid-decision: the decision failed validation');
  });
});
