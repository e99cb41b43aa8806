class MirrorCheckJob < ApplicationJob
  queue_as :default

  def perform(token, id)
    state = GitlabProjects.fetch_mirror_state(token, id)
    Rails.logger.info(state.code)
  end
end
