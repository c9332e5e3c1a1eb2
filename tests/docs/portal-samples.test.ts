// The API portal's code samples say when one cannot run as it stands (issue 30: the mini-program login and
// the two provider callbacks carried placeholder codes and signatures without saying so).
import { describe, expect, it } from 'vitest';
import { loadSdkModel } from '../../generators/model/index.ts';
import { codeSamples, SAMPLE_LANGUAGES } from '../../scripts/lib/portal-samples.ts';

const model = loadSdkModel();
const samples = codeSamples(model);
const methods = model.resources.flatMap((r) => r.methods);

describe('the portal samples', () => {
  it('of an example that cannot run say so, with the reason, in every language', () => {
    const notRunnable = methods.filter((m) => !m.docExample.runnable);
    expect(notRunnable.map((m) => m.operationId).sort()).toEqual(['miniappLogin', 'notifyChatpay', 'notifyPayapp']);
    for (const method of notRunnable) {
      const own = samples.get(method.operationId)!;
      expect(own.map((s) => s.label)).toEqual([...SAMPLE_LANGUAGES]);
      for (const sample of own) expect(sample.source, `${method.operationId} ${sample.label}`).toContain(`Not runnable as it stands: the values below are placeholders; ${method.docExample.reason}.`);
    }
  });

  it('of an example that runs carry no such note', () => {
    for (const method of methods.filter((m) => m.docExample.runnable)) {
      for (const sample of samples.get(method.operationId)!) expect(sample.source).not.toContain('Not runnable');
    }
  });
});
