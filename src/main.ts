import { runAction } from "./github/action.js";

await runAction();
