/**
 * Time to make a PDF (decisions 039 and 050): in each language, a statement-sized document (a
 * title, a paragraph, two headings and 24 rows of terms and values), made once cold (the fonts
 * read and parsed) and then `--count` times; prints the first, the median and the slowest, in
 * time and in the process's CPU time (steadier on a busy machine), and the document's bytes. The limiter's leave is taken from the in-memory store, a new client
 * address per document.
 *
 * Usage: npx tsx scripts/bench-pdf.ts [--count 20] [--lang kn]...
 */
import { parseArgs } from "node:util";

const { values: options } = parseArgs({
  options: { count: { type: "string", default: "20" }, lang: { type: "string", multiple: true } },
});

process.env.UPSTREAM_BASE_URL ??= "http://127.0.0.1:9";
process.env.LOG_LEVEL = "silent";
delete process.env.REDIS_URL;

const { renderPdf } = await import("~/platform/pdf.server");
const { allowWork } = await import("~/platform/rate-limit.server");
const { closeSharedStore } = await import("~/platform/shared-store.server");

/** Each script's words, as the PDF tests have them. */
const WORDS: Record<string, string> = {
  en: "Interest payable ₹4,995 (APR 12.4%)",
  hi: "किसी भी शिकायत के लिए ₹1,00,000 का क्षेत्र",
  mr: "कर्जाची रक्कम तक्रार निवारण अधिकाऱ्याशी",
  ta: "கடன் தொகை கைபேசி கொடுக்கப்பட்ட வட்டி",
  te: "ఫిర్యాదుల కోసం శ్రీ ప్రాసెసింగ్ ₹1,00,000",
  kn: "ಸಾಲದ ಮೊತ್ತ ದೂರುಗಳಿಗಾಗಿ ಕುಂದುಕೊರತೆ ಜ್ಞಾನ",
  ml: "പരാതികൾക്ക് ഞങ്ങളുടെ പരിഹാര ഓഫീസറെ",
};

let client = 0;
async function render(lang: string): Promise<{ ms: number; cpu: number; bytes: number }> {
  const limit = await allowWork({ kind: "pdf", address: `198.51.100.${++client % 250}`, person: null });
  if (!limit.allowed) throw new Error("over the limit");
  const words = WORDS[lang]!;
  const rows = Array.from({ length: 12 }, (_, i) => ({ term: words, value: `₹${i + 1},00,000 ${words}` }));
  const started = performance.now();
  const cpu = process.cpuUsage();
  const pdf = await renderPdf(limit.leave, {
    lang,
    title: words,
    author: "Kanak Gold Loan",
    footer: words,
    blocks: [
      { kind: "title", text: words },
      { kind: "text", text: `${words} ${words} ${words}` },
      { kind: "heading", text: words },
      { kind: "facts", rows },
      { kind: "heading", text: words },
      { kind: "facts", rows },
    ],
  });
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpu: (used.user + used.system) / 1000, bytes: pdf.length };
}

const count = Number(options.count);
for (const lang of options.lang ?? Object.keys(WORDS)) {
  const first = await render(lang);
  const runs = [];
  for (let i = 0; i < count; i++) runs.push(await render(lang));
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);
  const slowest = (values: number[]) => Math.max(...values).toFixed(1);
  const times = runs.map((run) => run.ms);
  const cpus = runs.map((run) => run.cpu);
  process.stdout.write(
    `${lang}: first ${first.ms.toFixed(0)} ms (CPU ${first.cpu.toFixed(0)} ms); then median ${median(times)} ms (CPU ${median(cpus)}), ` +
      `slowest ${slowest(times)} ms (CPU ${slowest(cpus)}), of ${count}; ${(runs.at(-1)!.bytes / 1024).toFixed(1)} KB\n`,
  );
}
await closeSharedStore();
