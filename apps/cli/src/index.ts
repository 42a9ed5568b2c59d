export { main } from "./main";
