// picomatch ships no types of its own; this is the one call the requirement checks and the reader of glob deletes make.
declare module "picomatch" {
  interface PicomatchOptions {
    dot?: boolean;
    nocase?: boolean;
  }
  function picomatch(glob: string, options?: PicomatchOptions): (path: string) => boolean;
  export default picomatch;
}
