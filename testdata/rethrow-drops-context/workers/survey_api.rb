# The task's only caller aborts the process: the runner sees the failure,
# so the dropped status mattered (high).
class SurveyApi
  class CloseFailed < StandardError; end

  def self.close_survey(id)
    RestClient.put("https://surveys.example.com/v2/surveys/#{id}", { state: 'closed' }.to_json)
  rescue RestClient::ExceptionWithResponse => e
    raise CloseFailed, e.message # expect: rethrow-drops-context
  end
end
