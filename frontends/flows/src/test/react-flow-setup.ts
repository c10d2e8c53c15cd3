// React Flow measures nodes and the viewport; jsdom has no layout, so give it sizes (the
// approach of React Flow's own testing guide) or nodes stay hidden and edges undrawn.
class MeasuringResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 260, height: 120 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: MeasuringResizeObserver });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: MeasuringResizeObserver });

class FakeDOMMatrixReadOnly {
  m22: number;
  constructor(transform?: string) {
    const scale = transform?.match(/scale\(([1-9.]+)\)/)?.[1];
    this.m22 = scale !== undefined ? Number(scale) : 1;
  }
}
Object.defineProperty(globalThis, 'DOMMatrixReadOnly', { writable: true, value: FakeDOMMatrixReadOnly });

Object.defineProperties(HTMLElement.prototype, {
  offsetHeight: { configurable: true, get() { return parseFloat((this as HTMLElement).style.height) || 120; } },
  offsetWidth: { configurable: true, get() { return parseFloat((this as HTMLElement).style.width) || 260; } },
});
(SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = () => ({ x: 0, y: 0, width: 0, height: 0 }) as DOMRect;
