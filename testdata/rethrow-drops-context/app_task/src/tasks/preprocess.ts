// A container task of the application (src/tasks/): it runs unattended, not
// as a command a person types.
import { Photogrammetry } from "../common/photogrammetry";

const main = async () => {
  const api = new Photogrammetry();
  await api.setProcessingOptions(Number(process.env.PROJECT_ID), { crs: 32616 });
};

main().catch((error) => {
  console.error(`preprocess failed: ${error.message}`);
  process.exit(1);
});
