class GitlabSettingsController < ApplicationController
  def index
    @projects = GitlabProjects.list_for_token(current_user.gitlab_token)
  end

  def groups
    @groups = GitlabGroups.list_for_token(current_user.gitlab_token)
  end

  def mirror
    @state = GitlabProjects.fetch_mirror_state(current_user.gitlab_token, params[:id])
  end
end
