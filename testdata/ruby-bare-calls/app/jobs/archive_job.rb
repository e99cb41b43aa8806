# An ActiveJob (no retry_on) runs the archive notice: its failure is lost.
class ArchiveJob < ApplicationJob
  def perform(project_id)
    Exporter::ArchiveNotice.perform(Project.find(project_id))
  end
end
