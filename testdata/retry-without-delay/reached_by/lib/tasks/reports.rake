namespace :reports do
  task :ancestors, [:ids] => :environment do |_, args|
    puts Reports::AncestorFinder.call(args[:ids].split(","))
  end

  task :orphans, [:ids] => :environment do |_, args|
    puts Reports::OrphanCount.new.count(args[:ids].split(","))
  end
end
