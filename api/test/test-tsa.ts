import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
export const OPENSSL = "/usr/bin/openssl";

const TSA_CONFIG = `
[ tsa ]
default_tsa = test_tsa
[ test_tsa ]
dir = DIR
serial = $dir/serial
crypto_device = builtin
signer_cert = $dir/tsa.pem
certs = $dir/ca.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.2.3.4.1
digests = sha256
accuracy = secs:1
ordering = yes
tsa_name = no
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

export interface TestTsa {
  url: string;
  /** The throwaway CA's certificate, to verify tokens against. */
  caFile: string;
  dir: string;
  requests: number;
  close(): Promise<void>;
}

/**
 * A time-stamp authority for tests: a throwaway CA and TSA certificate in a temporary directory, and an
 * HTTP server answering each TimeStampReq with the reply `openssl ts -reply` makes.
 */
export async function startTestTsa(): Promise<TestTsa> {
  const dir = await mkdtemp(join(tmpdir(), "test-tsa-"));
  const at = (name: string) => join(dir, name);
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  await run(OPENSSL, [
    "req",
    "-x509",
    ...ec,
    "-keyout",
    at("ca.key"),
    "-out",
    at("ca.pem"),
    "-subj",
    "/CN=Test CA",
    "-days",
    "2",
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
  ]);
  await run(OPENSSL, [
    "req",
    ...ec,
    "-keyout",
    at("tsa.key"),
    "-out",
    at("tsa.csr"),
    "-subj",
    "/CN=Test TSA",
  ]);
  await writeFile(
    at("ext.cnf"),
    "extendedKeyUsage=critical,timeStamping\nkeyUsage=critical,digitalSignature\nbasicConstraints=CA:FALSE\n",
  );
  await run(OPENSSL, [
    "x509",
    "-req",
    "-in",
    at("tsa.csr"),
    "-CA",
    at("ca.pem"),
    "-CAkey",
    at("ca.key"),
    "-CAcreateserial",
    "-out",
    at("tsa.pem"),
    "-days",
    "2",
    "-extfile",
    at("ext.cnf"),
  ]);
  await writeFile(at("ts.cnf"), TSA_CONFIG.replace("DIR", dir));
  await writeFile(at("serial"), "01\n");
  let count = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => void reply());
    const reply = async () => {
      const id = ++count;
      try {
        if (req.headers["content-type"] !== "application/timestamp-query") throw new Error("type");
        await writeFile(at(`q${id}.tsq`), Buffer.concat(chunks));
        await run(OPENSSL, [
          "ts",
          "-reply",
          "-config",
          at("ts.cnf"),
          "-queryfile",
          at(`q${id}.tsq`),
          "-out",
          at(`r${id}.tsr`),
        ]);
        res
          .writeHead(200, { "content-type": "application/timestamp-reply" })
          .end(await readFile(at(`r${id}.tsr`)));
      } catch {
        res.writeHead(400).end();
      }
    };
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const tsa: TestTsa = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`,
    caFile: at("ca.pem"),
    dir,
    get requests() {
      return count;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
  return tsa;
}

/** `openssl ts -verify` of a token over a file's bytes; its output, or throws when openssl refuses. */
export async function verifyToken(tsa: TestTsa, data: Buffer, token: Buffer): Promise<string> {
  const dataFile = join(tsa.dir, `data-${Date.now()}.warc`);
  const tokenFile = join(tsa.dir, `token-${Date.now()}.tsr`);
  await writeFile(dataFile, data);
  await writeFile(tokenFile, token);
  const { stdout } = await run(OPENSSL, [
    "ts",
    "-verify",
    "-data",
    dataFile,
    "-in",
    tokenFile,
    "-token_in",
    "-CAfile",
    tsa.caFile,
  ]);
  return stdout;
}
