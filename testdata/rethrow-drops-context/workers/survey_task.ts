import { saveSurvey } from './survey_api';

const main = async () => {
  try {
    await saveSurvey(process.env.SURVEY_ID!, { state: 'closed' });
  } catch (error: any) {
    console.error(`survey task failed: ${error.message}`);
    process.exit(1);
  }
};

main();
