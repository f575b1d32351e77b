// picomatch ships no types of its own; this is the one call the requirement checks, the reader of glob deletes and the
// reader of regenerated outputs make.
declare module "picomatch" {
  interface PicomatchOptions {
    dot?: boolean;
    nocase?: boolean;
    basename?: boolean;
  }
  function picomatch(glob: string, options?: PicomatchOptions): (path: string) => boolean;
  export default picomatch;
}
