begin
  SurveyApi.close_survey(ENV.fetch('SURVEY_ID'))
rescue StandardError => e
  abort("survey task failed: #{e.message}")
end
