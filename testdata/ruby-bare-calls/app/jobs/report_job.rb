class ReportJob < ApplicationJob
  def perform(rows)
    Exporter::Report.new.build(rows)
  end
end
