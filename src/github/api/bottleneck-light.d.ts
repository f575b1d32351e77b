// The light build of bottleneck (what @octokit/plugin-throttling uses) ships no types of its own.
declare module "bottleneck/light.js" {
  import Bottleneck from "bottleneck";
  export default Bottleneck;
}
