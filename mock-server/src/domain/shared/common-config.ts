import { readFileSync } from 'node:fs';
import type { DataOf, phoenixContract } from '../../contract.ts';
import { LOCALES } from './locale.ts';

/** DEV-ONLY key committed beside this file (see keys/README.md) so the seed stays deterministic. */
export const PUBLIC_KEY_PEM = readFileSync(new URL('./keys/dev-only-public.pem', import.meta.url), 'utf8');

export type CommonConfig = DataOf<typeof phoenixContract.GetCommonConfigResponse>;

export function commonConfig(): CommonConfig {
  return {
    productId: 'QC',
    appid: 'qc-h5',
    appidForPc: 'qc-pc',
    authorization: `Basic ${Buffer.from('qc-web:qc-web').toString('base64')}`,
    merchantCode: 'QCJP',
    webkey: PUBLIC_KEY_PEM,
    mobileInternationalCodes: ['81', '86', '852', '886', '82', '1'],
    loginNamePrefix: 'qc',
    // Same origin: the mock server serves /media itself.
    contentDomain: '',
    currency: 'JPY',
    defaultCountry: 'JP',
    defaultLocale: 'ja-JP',
    supportedLocales: [...LOCALES],
  };
}
