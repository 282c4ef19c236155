import '@testing-library/jest-dom';

// jsdom lacks what Mantine and embla measure with.
const matchMedia = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMedia });
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub extends ResizeObserverStub {
  takeRecords() {
    return [];
  }
}
Object.assign(window, { ResizeObserver: ResizeObserverStub, IntersectionObserver: IntersectionObserverStub });
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
