/** Message type the sandboxed widget frame posts to its parent with its content height. */
export const WIDGET_HEIGHT_MESSAGE = 'arcade-atlas:widget-height'
/** The parent asks the frame to report again (its first reports may come before the page is hydrated). */
export const WIDGET_MEASURE_MESSAGE = 'arcade-atlas:widget-measure'

/** The address of a custom-code widget's document; the frame's own id rides in the fragment, never sent. */
export const widgetFrameSrc = (widgetId: number, frameId: string) => `/widget-frame/${widgetId}#${frameId}`

/**
 * The document of a custom-code widget (served by src/routes/widget-frame/$id.ts): the admin's markup plus a tiny
 * script that reports the document's height to the parent whenever it changes, tagged with the frame id from its
 * address's fragment. The frame runs sandboxed (`allow-scripts allow-popups allow-popups-to-escape-sandbox`,
 * never allow-same-origin, also as the document's own CSP), so its origin is opaque: it cannot read the site's
 * cookies, storage or DOM. Its own document, not a srcdoc: a srcdoc would inherit the page's script policy.
 */
export function widgetDocument(code: string): string {
  const reporter = `<script>(function(){var id=decodeURIComponent(location.hash.slice(1));var last=-1;function send(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;parent.postMessage({type:${JSON.stringify(WIDGET_HEIGHT_MESSAGE)},id:id,height:h},'*');}}window.addEventListener('load',send);if(window.ResizeObserver){new ResizeObserver(send).observe(document.documentElement);}if(window.MutationObserver){new MutationObserver(send).observe(document.documentElement,{subtree:true,childList:true,attributes:true,characterData:true});}window.addEventListener('message',function(e){if(e.source===parent&&e.data&&e.data.type===${JSON.stringify(WIDGET_MEASURE_MESSAGE)}){last=-1;send();}});setTimeout(send,0);setTimeout(send,500);setTimeout(send,2000);})();</script>`
  return `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>html,body{margin:0;padding:0;font-family:system-ui,sans-serif;}html{overflow:hidden}</style></head><body>${code}${reporter}</body></html>`
}

/** Reads a height message; returns the height when it is one of ours for `frameId`. */
export function heightFromMessage(data: unknown, frameId: string): number | undefined {
  if (!data || typeof data !== 'object') return undefined
  const d = data as { type?: unknown; id?: unknown; height?: unknown }
  if (d.type !== WIDGET_HEIGHT_MESSAGE || d.id !== frameId) return undefined
  if (typeof d.height !== 'number' || !Number.isFinite(d.height) || d.height < 0) return undefined
  return Math.min(Math.round(d.height), 5000)
}
