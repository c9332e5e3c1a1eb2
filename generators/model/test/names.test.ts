import { describe, expect, it } from 'vitest';
import { nameOf, splitWords } from '../names.ts';

describe('splitWords', () => {
  it.each([
    ['sendSmsCode', ['send', 'sms', 'code']],
    ['ChatpayH5Request', ['chatpay', 'h5', 'request']],
    ['APIKey', ['api', 'key']],
    ['api_key_prefix', ['api', 'key', 'prefix']],
    ['b64_json', ['b64', 'json']],
    ['256x256', ['256x256']],
    ['Wechatpay-Timestamp', ['wechatpay', 'timestamp']],
    ['chat.completion', ['chat', 'completion']],
    ['AEAD_AES_256_GCM', ['aead', 'aes', '256', 'gcm']],
    ['TRADE_SUCCESS', ['trade', 'success']],
    ['createChatpayH5Payment', ['create', 'chatpay', 'h5', 'payment']],
    ['1.0', ['1', '0']],
  ])('%s', (input, words) => {
    expect(splitWords(input)).toEqual(words);
  });
});

describe('nameOf', () => {
  it('spells the words in every case', () => {
    expect(nameOf('listModels')).toEqual({
      original: 'listModels',
      words: ['list', 'models'],
      camel: 'listModels',
      pascal: 'ListModels',
      snake: 'list_models',
      screamingSnake: 'LIST_MODELS',
    });
  });
  it('refuses a name without words', () => {
    expect(() => nameOf('--')).toThrow(/cannot make a name/);
  });
});
