import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { Messages } from '@common/messages';
import { AppError } from '../../errors';
import type { PdfPageOptions, PdfRenderer } from './pdf-renderer';
import { PAGE_SCRIPT, pageCss, type PageScriptInput } from './page-script';

// Each render keeps one renderer process busy: more at once than cores only queue inside
// Chromium and multiply its memory.
const MAX_CONCURRENT_RENDERS = Math.min(4, availableParallelism());
const MAX_IDLE_PAGES = 2;
// A page is replaced after this many documents so a long-running browser's memory stays bounded
// (docs/measurements.md §4: one reused page grows from ~340 MB to ~630 MB PSS over 100 PDFs).
const DOCUMENTS_PER_PAGE = 50;
// A stuck page is closed, which fails its render, rather than holding a slot for ever.
const RENDER_TIMEOUT_MS = 30_000;

type WarmPage = { page: Page; head: string | undefined; uses: number };

/** The document split where a warm page can take it: the head without its title, and the rest. */
function splitDocument(html: string) {
  const match =
    /^([\s\S]*?<head>)([\s\S]*?)(<\/head>\s*<body>)([\s\S]*)<\/body>\s*<\/html>\s*$/i.exec(html);
  if (!match) return undefined;
  const head = match[2]!;
  return {
    head: head.replace(/<title>[\s\S]*?<\/title>/i, ''),
    title: /<title>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? '',
    lang: /<html[^>]*\slang="([^"]*)"/i.exec(match[1]!)?.[1] ?? '',
    body: match[4]!,
  };
}

/**
 * One warm headless Chromium (Debian's package, driven by playwright-core), started on the first
 * render and reused. A page that has already loaded the same head (the KaTeX stylesheet with its
 * inlined fonts is ~370 KB) only gets a new body: that halves the time per PDF. A missing or
 * broken browser is a 503 with a message that says so, not a 500. Per process (issue 13): each
 * process prints with its own browser, and what a PDF may cost is counted in the database.
 */
export class ChromiumPdfRenderer implements PdfRenderer {
  private browser: Promise<Browser> | undefined;
  private idle: WarmPage[] = [];
  private running = 0;
  private waiting: (() => void)[] = [];

  /**
   * @param executablePath the browser binary: config.CHROMIUM_PATH, /usr/bin/chromium by default.
   * @param onUnavailable told why the browser could not start (the client only sees the 503).
   */
  constructor(
    private executablePath: string,
    private onUnavailable: (reason: unknown) => void = () => {},
  ) {}

  async render(html: string, options: PdfPageOptions = {}): Promise<Buffer> {
    await this.enter();
    let warm: WarmPage | undefined;
    let healthy = false;
    let timer: NodeJS.Timeout | undefined;
    try {
      warm = await this.takePage();
      const page = warm.page;
      timer = setTimeout(() => void page.close().catch(() => {}), RENDER_TIMEOUT_MS);
      const parts = splitDocument(html);
      const input: PageScriptInput = { pageCss: pageCss(options), watermark: options.watermark };
      if (parts && warm.head === parts.head) {
        input.document = { title: parts.title, lang: parts.lang, body: parts.body };
      } else {
        await warm.page.setContent(html, { waitUntil: 'load' });
        warm.head = parts?.head;
      }
      await warm.page.evaluate(`(${PAGE_SCRIPT})(${JSON.stringify(input)})`);
      // The @page rule sets size and margins; printBackground keeps table shading.
      const pdf = await warm.page.pdf({ printBackground: true, preferCSSPageSize: true });
      healthy = true;
      return pdf;
    } finally {
      clearTimeout(timer);
      if (warm) this.putPage(warm, healthy);
      this.leave();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    this.idle = [];
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => {});
  }

  private async takePage(): Promise<WarmPage> {
    for (let warm = this.idle.pop(); warm; warm = this.idle.pop())
      if (!warm.page.isClosed()) return { ...warm, uses: warm.uses + 1 };
    const browser = await this.launch();
    // javaScriptEnabled: false keeps any script out of the document; evaluate() still works.
    const page = await browser.newPage({ javaScriptEnabled: false });
    // A paper is self-contained (fonts, styles, watermark and figures inline): nothing it holds
    // may make the server's browser fetch from the network.
    await page.route(/^(?!data:|about:)/, (route) => route.abort());
    return { page, head: undefined, uses: 1 };
  }

  private putPage(warm: WarmPage, healthy: boolean) {
    if (healthy && warm.uses < DOCUMENTS_PER_PAGE && this.idle.length < MAX_IDLE_PAGES)
      this.idle.push(warm);
    else void warm.page.close().catch(() => {});
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      const browser = this.start();
      this.browser = browser;
      browser.then(
        (started) =>
          started.on('disconnected', () => {
            if (this.browser === browser) this.browser = undefined;
            this.idle = [];
          }),
        () => {
          if (this.browser === browser) this.browser = undefined; // the next render tries again
        },
      );
    }
    return this.browser;
  }

  private async start(): Promise<Browser> {
    if (!existsSync(this.executablePath)) {
      this.onUnavailable(new Error(`no browser at ${this.executablePath} (CHROMIUM_PATH)`));
      throw new AppError('unavailable', Messages.pdfUnavailable);
    }
    try {
      return await chromium.launch({
        executablePath: this.executablePath,
        timeout: RENDER_TIMEOUT_MS,
        // The sandbox cannot start as root (containers); elsewhere it stays on.
        args: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
      });
    } catch (error) {
      this.onUnavailable(error);
      throw Object.assign(new AppError('unavailable', Messages.pdfUnavailable), { cause: error });
    }
  }

  private async enter() {
    if (this.running < MAX_CONCURRENT_RENDERS) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private leave() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
