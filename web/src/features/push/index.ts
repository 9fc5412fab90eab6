// Web Push on the member's devices: the settings' section (docs/app-and-push.md).
export { PushDeviceSection } from "./PushDeviceSection";
