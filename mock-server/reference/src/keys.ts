// Sandbox keys, generated when the process starts. NEVER real keys: they exist only in this
// process's memory and sign/verify the notifications the sandbox sends to the service itself.
//   - chatpay platform key pair + certificate serial: the provider signs notifications with the
//     private key; the service verifies with the public key named by Wechatpay-Serial.
//   - chatpay API v3 key: 32 characters, the AES-256-GCM key that encrypts `resource`.
//   - payapp key pair: payapp signs notifications (RSA2); the service verifies with the public key.
//   - merchant key pair: the service signs the payapp order string it hands to the payment app.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { randomString } from './ids.ts';

export interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface SandboxKeys {
  chatpayPlatform: KeyPair;
  chatpaySerial: string;
  chatpayApiV3Key: string;
  payapp: KeyPair;
  merchant: KeyPair;
}

const pair = (): KeyPair => generateKeyPairSync('rsa', { modulusLength: 2048 });

let cached: SandboxKeys | undefined;

/** The process's sandbox keys (generated once, on first use). */
export function sandboxKeys(): SandboxKeys {
  cached ??= {
    chatpayPlatform: pair(),
    chatpaySerial: randomString(40, '0123456789ABCDEF'),
    chatpayApiV3Key: randomString(32),
    payapp: pair(),
    merchant: pair(),
  };
  return cached;
}

export const pem = (key: KeyObject): string =>
  key.type === 'private' ? (key.export({ type: 'pkcs8', format: 'pem' }) as string) : (key.export({ type: 'spki', format: 'pem' }) as string);
