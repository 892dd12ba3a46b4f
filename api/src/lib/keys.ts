// The ES256 key pair that signs tokens: from JWT_PRIVATE_KEY/JWT_PUBLIC_KEY, else generated once
// and kept in the data folder (mode 0600) so restarts keep sessions valid.
import fs from 'node:fs';
import path from 'node:path';
import { type CryptoKey, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI } from 'jose';

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

const ALG = 'ES256';

export async function loadSigningKeys(options: {
  privatePem?: string;
  publicPem?: string;
  dataDir: string;
}): Promise<SigningKeys> {
  let privatePem = options.privatePem;
  let publicPem = options.publicPem;
  if (!privatePem || !publicPem) {
    const privateFile = path.join(options.dataDir, 'jwt-es256-private.pem');
    const publicFile = path.join(options.dataDir, 'jwt-es256-public.pem');
    if (fs.existsSync(privateFile) && fs.existsSync(publicFile)) {
      privatePem = fs.readFileSync(privateFile, 'utf8');
      publicPem = fs.readFileSync(publicFile, 'utf8');
    } else {
      const pair = await generateKeyPair(ALG, { extractable: true });
      privatePem = await exportPKCS8(pair.privateKey);
      publicPem = await exportSPKI(pair.publicKey);
      fs.mkdirSync(options.dataDir, { recursive: true });
      fs.writeFileSync(privateFile, privatePem, { mode: 0o600 });
      fs.writeFileSync(publicFile, publicPem, { mode: 0o600 });
    }
  }
  try {
    return { privateKey: await importPKCS8(privatePem, ALG), publicKey: await importSPKI(publicPem, ALG) };
  } catch (error) {
    throw new Error(`JWT keys: not an ES256 (P-256) key pair in PEM form (${(error as Error).message})`, {
      cause: error,
    });
  }
}
