/**
 * WebKit through W3C WebDriver, with selenium-webdriver: WebKitWebDriver (Debian's
 * `webkit2gtk-driver`) starts WebKitGTK's MiniBrowser in automation mode, on an X display of its
 * own from xvfb-run. One driver and one browser per tab; the page's scripts are on or off for
 * the browser's life (MiniBrowser's `--enable-javascript`), while the test's own scripts still run.
 *
 * MiniBrowser's window has a toolbar, and GTK will not make a window narrower than its widgets:
 * about 450 px. A GTK style sheet (in a private XDG_CONFIG_HOME) shrinks the toolbar's widgets so
 * that the window, and with it the page, can be as narrow as 320 px. It styles GTK's widgets
 * only; the page is drawn by WebKit with its own theme.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Builder, Key, Origin, type WebDriver } from "selenium-webdriver";
import { miniBrowserPath, requireEngine, webkitDriverPath, xvfbRunPath } from "../../../test/engines";
import { freePort } from "../../../test/loopback";
import { endWithWorker } from "./process-group";
import type { EngineTab, InPage } from "./tab";

const toolbarStyle = "window > * * { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\n";

async function driverReady(url: string, driver: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}):\n${output()}`);
    try {
      const status = (await (await fetch(`${url}/status`)).json()) as { value?: { ready?: boolean } };
      if (status.value?.ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

export async function openWebKit({ scripts }: { scripts: boolean }): Promise<EngineTab> {
  requireEngine("webkit");
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "vireo-webkit-"));
  fs.mkdirSync(path.join(home, "gtk-3.0"));
  fs.writeFileSync(path.join(home, "gtk-3.0", "gtk.css"), toolbarStyle);
  const port = await freePort();
  // Its own process group, so that xvfb-run, Xvfb, the driver and the browser end together.
  const child = spawn(xvfbRunPath, ["-a", "-s", "-screen 0 1920x1080x24", webkitDriverPath, `--port=${port}`], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home, XDG_DATA_HOME: home },
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  child.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  // Ends xvfb-run, Xvfb, the driver and the browser: now, or when this worker ends (process-group.ts).
  const endGroup = child.pid ? endWithWorker(child.pid, [home]) : () => child.kill("SIGTERM");
  const stop = async () => {
    endGroup();
    await exited;
  };
  let driver: WebDriver;
  try {
    const url = `http://127.0.0.1:${port}`;
    await driverReady(url, child, () => log);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        // The site is served over HTTPS with a throw-away certificate (e2e/server.ts).
        acceptInsecureCerts: true,
        "webkitgtk:browserOptions": { binary: miniBrowserPath, args: ["--automation", `--enable-javascript=${scripts}`] },
      })
      .build();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    engine: "webkit",
    scripts,
    goto: async (target) => {
      await driver.get(target);
    },
    evaluate: <A, R>(fn: InPage<A, R>, arg: A) => driver.executeScript<R>(`return (${fn.toString()})(arguments[0]);`, arg),
    resize: async (width, height) => {
      // The window's size includes its toolbar: ask for the page's size plus the toolbar's, then
      // wait until the page has it (the window manager-less X server resizes in its own time).
      const [chromeWidth, chromeHeight] = await driver.executeScript<[number, number]>(
        "return [outerWidth - innerWidth, outerHeight - innerHeight];",
      );
      await driver
        .manage()
        .window()
        .setRect({ width: width + chromeWidth, height: height + chromeHeight });
      let inner: [number, number] = [0, 0];
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        inner = await driver.executeScript<[number, number]>("return [innerWidth, innerHeight];");
        if (inner[0] === width && inner[1] === height) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`WebKit's page could not be made ${width} × ${height} px: it is ${inner[0]} × ${inner[1]} px`);
    },
    clickAt: (x, y) =>
      driver
        .actions({ async: true })
        .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
        .click()
        .perform(),
    press: (key) => {
      const code = { Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB, Space: Key.SPACE }[key];
      return driver.actions({ async: true }).keyDown(code).keyUp(code).perform();
    },
    close: async () => {
      try {
        await driver.quit();
      } finally {
        await stop();
      }
    },
  };
}
